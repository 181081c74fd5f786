// Asks cudacompat, as a CMake project's cudacompat_configure() does, whether this machine's CUDA
// toolkit can build the CUDA code, and tells rustc through a cfg. The decision comes from the
// toolkit (nvcc, headers, host compiler), never from a GPU: CPU-only CI builds the CUDA path when
// a toolkit is there. CUDACOMPAT_CUDA=AUTO|ON|OFF and CUDACOMPAT_CUDA_VERSION work as in CMake.
use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(cudacompat_cuda)");
    for variable in ["CUDACOMPAT", "CUDACOMPAT_CUDA", "CUDACOMPAT_CUDA_VERSION", "CUDAToolkit_ROOT", "CUDA_HOME", "PATH"] {
        println!("cargo::rerun-if-env-changed={variable}");
    }
    let tool = env::var("CUDACOMPAT").unwrap_or_else(|_| "cudacompat".into());
    let header = PathBuf::from(env::var("OUT_DIR").unwrap()).join("config.h");
    let mut probe = Command::new(&tool);
    probe.args(["probe", "--features", "skip", "--header"]).arg(&header);
    if let Ok(version) = env::var("CUDACOMPAT_CUDA_VERSION") {
        probe.args(["--cuda-version", &version]);
    }
    let status = probe.status().unwrap_or_else(|e| panic!("could not run {tool} (set CUDACOMPAT to its path): {e}"));
    if !status.success() {
        panic!("`{tool} probe` stopped the build (its reason is printed above)");
    }
    // The generated header says it in one line, the same macro C++ code branches on.
    let text = fs::read_to_string(&header).expect("cudacompat probe wrote no header");
    if text.lines().any(|line| line.trim() == "#define CUDACOMPAT_BUILD_CUDA 1") {
        println!("cargo::rustc-cfg=cudacompat_cuda");
        println!("cargo::warning=building the CUDA path (cudacompat probe: a usable toolkit is here)");
    } else {
        println!("cargo::warning=building the CPU path only (cudacompat probe: no usable toolkit, or CUDACOMPAT_CUDA=OFF)");
    }
}
