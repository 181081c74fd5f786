/**
 * @file   Namespace.h
 * @author Yibo Lin (DREAMPlace), Rachel Selina (DREAMPlaceFPGA)
 * @date   Jan 2019
 */

#ifndef DREAMPLACE_UTILITY_NAMESPACE_H
#define DREAMPLACE_UTILITY_NAMESPACE_H

#define DREAMPLACE_NAMESPACE DreamPlaceFPGA
#define DREAMPLACE_BEGIN_NAMESPACE namespace DreamPlaceFPGA {
#define DREAMPLACE_END_NAMESPACE }

#endif
