"""Sampled softmax at a fixed candidate list: candidate rows of the output matrix, logits corrected by the sampler's log-probabilities."""
import math

import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=8, dim=4, candidates=(0, 2, 5, 7), **kwargs):
        super(Net, self).__init__(**kwargs)
        self._cands = list(candidates)
        self._logq = [math.log((c + 1.0) / (vocab + 1.0)) for c in candidates]
        with self.name_scope():
            self.out_weight = self.params.get('out_weight', shape=(vocab, dim))

    def hybrid_forward(self, F, h, out_weight):
        cand = mx.nd.array(self._cands)
        w = F.take(out_weight, cand)
        logits = F.dot(h, w, transpose_b=True)
        logits = F.broadcast_sub(logits, mx.nd.array(self._logq).reshape((1, -1)))
        return F.log_softmax(logits, axis=-1)
