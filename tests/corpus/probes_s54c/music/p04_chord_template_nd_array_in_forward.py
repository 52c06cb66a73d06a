"""Chord-template matching with the major-triad templates built by `mx.nd.array(...)` inside the forward."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 12)]

MAJOR = [[1 if (i - r) % 12 in (0, 4, 7) else 0 for i in range(12)] for r in range(12)]


class ChordMatcher(HybridBlock):
    def hybrid_forward(self, F, chroma):
        templates = mx.nd.array(MAJOR)
        return F.softmax(F.dot(chroma, templates, transpose_b=True), axis=-1)


Net = ChordMatcher
