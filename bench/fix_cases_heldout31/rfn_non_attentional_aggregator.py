"""Relational Fusion Networks' mean aggregator over a masked neighbourhood:
`F.sum(M*Z, axis=1)/F.sum(M, axis=1)` with mask (N, K, 1) and fused features (N, K, D), so both
the product and the (N, D) / (N, 1) quotient broadcast.  Eagerly they do; Symbol `*` and `/` are
elementwise and need equal shapes, so hybridized shape inference fails.

Source: TobiasSkovgaardJepsen/relational-fusion-networks @ 3b1f1d7cea (Relational Fusion
Networks, graph neural networks for road networks; found from a downstream copy's
`rfn_original.relational_fusion` import, stored id 12743798012, with find_string on
"def hybrid_forward(self, F, z"), rfn/relational_fusion/aggregators.py, RelationalAggregator and
NonAttentionalAggregator as written (its `_filter_kwargs` drops the `in_units` the factory
passes every aggregator; 11 here).  Inputs: fused features Z (5, 3, 6), mask M (5, 3, 1).
"""
from mxnet.gluon.nn import (
    HybridBlock, HybridSequential, Dense, LeakyReLU)
from abc import ABC, abstractmethod

INPUTS = [(5, 3, 6), (5, 3, 1)]


class RelationalAggregator(ABC, HybridBlock):
    def __init__(self, *args, **kwargs):
        self._filter_kwargs(kwargs)
        super().__init__(*args, **kwargs)

    @abstractmethod
    def get_args(self, X, Z, M):
        raise NotImplementedError

    def _filter_kwargs(self, kwargs):
        pass


class NonAttentionalAggregator(RelationalAggregator):
    def hybrid_forward(self, F, Z, M):
        """ Z is the fused representation.
            M is a mask over the neighborhood.
        """
        return F.sum(M*Z, axis=1)/F.sum(M, axis=1)

    def get_args(self, X, Z, M, *args):
        return Z, M

    def _filter_kwargs(self, kwargs):
        kwargs.pop('in_units')


class Net(NonAttentionalAggregator):
    def __init__(self):
        super(Net, self).__init__(in_units=11)
