/// <reference types="mocha" />
