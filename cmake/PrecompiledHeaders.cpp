// The source the precompiled headers (PrecompiledHeaders.h) are built with.
