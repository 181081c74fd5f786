#[cfg(cudacompat_cuda)]
fn backend() -> &'static str {
    "cuda"
}

#[cfg(not(cudacompat_cuda))]
fn backend() -> &'static str {
    "cpu"
}

fn main() {
    println!("mykernels built with the {} backend", backend());
}
