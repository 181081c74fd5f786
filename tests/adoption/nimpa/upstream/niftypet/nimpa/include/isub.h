#ifndef _NIMPA_ISUB_H_
#define _NIMPA_ISUB_H_

/// 2D
void d_isub(float *dst, const float *src, const int *idxs, int J, int X, bool _sync = true);

#endif // _NIMPA_ISUB_H_
