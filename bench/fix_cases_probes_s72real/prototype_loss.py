"""A prototypical-network loss for few-shot metric learning: the supports reshaped into per-class
groups and averaged into prototypes, squared distances of the queries to them written as
`square_queries + square_prototypes.transpose() - 2.0 * F.dot(...)` -- an (Nq, 1) column plus a
(1, Nc) row, which NDArray's `+` broadcasts and a Symbol's does not -- then the log-softmax picked
at labels built by `F.repeat(F.arange(self.nc), self.nq)`.

Source: gachiemchiep/siamese-triplet-mxnet loss.py (PrototypeLoss.hybrid_forward) at
9c052205a6aed20dd7edafa2549f96afb676d675; adapted: the class named Net, 3 classes, 2 supports and
2 queries each; supports (6, 4), queries (6, 4).
"""
import mxnet as mx
import numpy as np
from mxnet import gluon
from mxnet.gluon import loss
from mxnet.gluon.loss import _apply_weighting
from mxnet.gluon.loss import Loss


INPUTS = [(6, 4), (6, 4)]


class Net(loss.Loss):
    def __init__(self, nc=3, ns=2, nq=2, axis=-1, weight=None, batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self.nc = nc
        self.ns = ns
        self.nq = nq
        self.axis = axis

    def hybrid_forward(self, F, supports, queries, sample_weight=None):
        """
        Computes prototypical loss
        :param F:
        :param supports:  <Nc*Ns x E>
        :param queries:   <Nc*Nq x E>
        :return:
        """
        supports = F.reshape(supports, (self.nc, self.ns, -1))  # <Nc x Ns x E>
        prototypes = F.mean(supports, axis=1)  # <Nc x E>

        # Compute distance between queries and prototypes
        square_queries = queries.square().sum(axis=1, keepdims=True)
        square_prototypes = prototypes.square().sum(axis=1,
                                                    keepdims=True)  # <Nc*Ns x 1>
        pairwise_distance_square = square_queries + square_prototypes.transpose() - 2.0 * (
            F.dot(queries, prototypes.transpose()))  # <Nc*Nq x Nc>

        # We construct the labels based on sampled clusters
        labels = F.repeat(F.arange(self.nc), self.nq)

        pred = F.log_softmax(-pairwise_distance_square, self.axis)
        loss = -F.pick(pred, labels, axis=self.axis, keepdims=True)

        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return F.mean(loss, axis=self._batch_axis, exclude=True)
