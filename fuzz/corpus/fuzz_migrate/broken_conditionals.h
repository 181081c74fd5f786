#if (CUDART_VERSION >= 13000) && defined(X) || 1/0 ? a : b
#elif CUDACOMPAT_CTK_AT_LEAST(12, 2
#else
"unterminated
/* open
