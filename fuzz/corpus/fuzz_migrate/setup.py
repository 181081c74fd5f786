TORCH_CUDA_ARCH_LIST="6.0 7.0 8.0+PTX"
nvcc_flags = ["-gencode=arch=compute_60,code=sm_60", "-std=c++14"]
