// Runtime support for generated code.
