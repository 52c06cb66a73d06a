"""Batch-all triplet pairs for re-identification: the positives of an anchor are the other samples of its identity, never itself."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 3), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, emb, labels):
        n = emb.shape[0]
        sim = F.dot(emb, emb, transpose_b=True)
        same = F.broadcast_equal(labels.reshape((-1, 1)), labels.reshape((1, -1)))
        pos = same * (1 - nd.array(np.eye(n)))
        return (sim * pos).sum(axis=1) / F.maximum(pos.sum(axis=1), 1)
