"""Relational Fusion Networks' attentional neighbourhood aggregator: attention coefficients from a
one-unit dense layer and LeakyReLU, a masked softmax over the neighbours (keepdims), then
`F.sum(attention_weight*Z, axis=1)` with weights (N, K, 1) and fused features (N, K, D).  The
`*` broadcasts eagerly; on Symbols it is elementwise with equal shapes, and the masked softmax's
`/` and `F.contrib.isnan` fail the same way, so the block does not hybridize.

Source: TobiasSkovgaardJepsen/relational-fusion-networks @ 3b1f1d7cea (Relational Fusion
Networks, graph neural networks for road networks; found from a downstream copy's
`rfn_original.relational_fusion` import, stored id 12743798012, with find_string on
"def hybrid_forward(self, F, z"), rfn/relational_fusion/aggregators.py (RelationalAggregator,
AttentionalAggregator) and utils.py (MaskedNormalization, MaskedSoftmax) as written; built as
the factory builds it, `in_units` = 2 node + 1 edge feature widths (2*4 + 3 = 11).  Inputs:
concatenated edge features X (5, 3, 11), fused features Z (5, 3, 6), mask M (5, 3, 1).
"""
from mxnet.gluon.nn import (
    HybridBlock, HybridSequential, Dense, LeakyReLU)
from abc import ABC, abstractmethod

INPUTS = [(5, 3, 11), (5, 3, 6), (5, 3, 1)]


class MaskedNormalization(HybridBlock):
    def __init__(self, axis, keepdims=False, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis
        self.keepdims = keepdims

    def hybrid_forward(self, F, X, M):
        X = M*X
        normalization = F.sum(
            X,
            axis=self.axis,
            keepdims=self.keepdims)
        return F.where(
            F.contrib.isnan(X/normalization),
            F.zeros_like(X),
            X/normalization
        )


class MaskedSoftmax(MaskedNormalization):
    def hybrid_forward(self, F, X, M):
        return super().hybrid_forward(F, F.exp(X), M)


class RelationalAggregator(ABC, HybridBlock):
    def __init__(self, *args, **kwargs):
        self._filter_kwargs(kwargs)
        super().__init__(*args, **kwargs)

    @abstractmethod
    def get_args(self, X, Z, M):
        raise NotImplementedError

    def _filter_kwargs(self, kwargs):
        pass


class AttentionalAggregator(RelationalAggregator):
    def __init__(self, in_units, activation=LeakyReLU(0.2), **kwargs):
        super().__init__(**kwargs)

        with self.name_scope():
            self.coefficient_net = HybridSequential()

            dense = Dense(
                    in_units=in_units, units=1,
                    use_bias=False,
                    flatten=False)
            self.coefficient_net.add(dense)
            self.coefficient_net.add(activation)

        self.softmax = MaskedSoftmax(axis=1, keepdims=True)

    def hybrid_forward(self, F, X, Z, M):
        """ X is the concatenation of source, edge, and target
            features of an edge. Z is the fused representation.
            M is a mask over the neighborhood.
        """
        coefficient = self.coefficient_net(X)
        attention_weight = self.softmax(coefficient, M)

        return F.sum(attention_weight*Z, axis=1)

    def get_args(self, X, Z, M, *args):
        return X, Z, M


class Net(AttentionalAggregator):
    def __init__(self):
        super(Net, self).__init__(in_units=11)
