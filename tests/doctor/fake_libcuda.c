/* A stand-in for the NVIDIA driver's libcuda.so.1, for the doctor's tests on machines without a
 * GPU: the entry points `cudacompat doctor` looks up, answering from the environment.
 *   FAKE_CUDA_VERSION   cuDriverGetVersion's answer (default 13000)
 *   FAKE_CUDA_SM        the one device's compute capability x10 (default 90)
 *   FAKE_CUDA_SMS       several devices instead: their compute capabilities, comma-separated ("90,75")
 *   FAKE_CUINIT_ERROR   cuInit's result (default 0)
 * Built with -DFAKE_OMIT_GET_NAME, it lacks cuDeviceGetName: a broken driver. */
#include <stdlib.h>
#include <string.h>

static int env_int(const char* name, int fallback) {
  const char* value = getenv(name);
  return value != NULL && *value != '\0' ? atoi(value) : fallback;
}

int cuInit(unsigned int flags) {
  (void)flags;
  return env_int("FAKE_CUINIT_ERROR", 0);
}
int cuDriverGetVersion(int* version) {
  *version = env_int("FAKE_CUDA_VERSION", 13000);
  return 0;
}
/* The compute capability of `device` (x10), and how many devices there are. */
static int device_sm(int device, int* count) {
  const char* list = getenv("FAKE_CUDA_SMS");
  if (list == NULL || *list == '\0') {
    *count = 1;
    return env_int("FAKE_CUDA_SM", 90);
  }
  int sm = 0;
  *count = 0;
  for (const char* p = list; *p != '\0'; ++(*count)) {
    if (*count == device) sm = atoi(p);
    while (*p != '\0' && *p != ',') ++p;
    if (*p == ',') ++p;
  }
  return sm;
}
int cuDeviceGetCount(int* count) {
  device_sm(0, count);
  return 0;
}
int cuDeviceGet(int* device, int ordinal) {
  int count = 0;
  device_sm(0, &count);
  *device = ordinal;
  return ordinal >= 0 && ordinal < count ? 0 : 101; /* CUDA_ERROR_INVALID_DEVICE */
}
#ifndef FAKE_OMIT_GET_NAME
int cuDeviceGetName(char* name, int length, int device) {
  (void)device;
  strncpy(name, "Fake GPU", (size_t)length);
  return 0;
}
#endif
int cuDeviceGetAttribute(int* value, int attribute, int device) {
  int count = 0;
  const int sm = device_sm(device, &count);
  if (attribute == 75)
    *value = sm / 10;
  else if (attribute == 76)
    *value = sm % 10;
  else
    return 1; /* CUDA_ERROR_INVALID_VALUE */
  return 0;
}
int cuGetErrorName(int error, const char** name) {
  *name = error == 100 ? "CUDA_ERROR_NO_DEVICE" : "CUDA_ERROR_UNKNOWN";
  return 0;
}
