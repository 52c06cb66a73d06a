"""A Relational Fusion Networks layer on the primal graph: node and edge features are gathered
per neighbourhood with `F.take`, concatenated, fused (interactional fusion), masked with
`F.sparse.broadcast_mul`, aggregated with attention and L2-normalized.  Its `hybrid_forward`
first asserts `X_node.shape[0] == N_node.shape[0] == N_edge.shape[0] == mask.shape[0]`, and its
children read `.shape` (the fusion's assert), divide and multiply with broadcasting shapes (the
masked softmax, the aggregator) and call the eager-only `F.contrib.isnan`: hybridized, it fails.

Source: TobiasSkovgaardJepsen/relational-fusion-networks @ 3b1f1d7cea (Relational Fusion
Networks, graph neural networks for road networks; found from a downstream copy's
`rfn_original.relational_fusion` import, stored id 12743798012, with find_string on
"def hybrid_forward(self, F, z"), rfn/relational_fusion (RelationalFusion, InteractionalFusion
and AdditiveFusion, AttentionalAggregator, MaskedSoftmax, L2Normalization) and rfn/utils.py
(Identity) as written, composed as factory_functions._make_relational_fusion composes them for
an interactional, attentional layer: 5 nodes with 4 features, 7 edges with 3, 3 neighbours per
node, 6 units.  Inputs: X_node (5, 4), X_edge (7, 3), N_node (5, 3), N_edge (5, 3),
mask (5, 3, 1); the harness's uniform neighbour indices all take row 0 (`F.take` clips).
"""
from mxnet.gluon.nn import (
    HybridBlock, HybridSequential, Dense, LeakyReLU)
from abc import ABC, abstractmethod

INPUTS = [(5, 4), (7, 3), (5, 3), (5, 3), (5, 3, 1)]


class Identity(HybridBlock):
    def hybrid_forward(self, F, X):
        return X


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


class AdditiveFusion(HybridBlock):
    def __init__(self, units, in_units,
                 activation=Identity(),
                 **kwargs):
        super().__init__(**kwargs)

        self.units = self.out_units = units
        self.in_units = in_units

        with self.name_scope():
            self.dense = Dense(
                units=units, in_units=in_units,
                use_bias=True,
                flatten=False)
            self.activation = activation

    def hybrid_forward(self, F, X):
        return self.activation(self.dense(X))


class InteractionalFusion(AdditiveFusion):
    def __init__(self, units, in_units,
                 activation=Identity(),
                 **kwargs):
        super().__init__(
            units, in_units, activation, **kwargs)

        with self.name_scope():
            self.interaction = Dense(
                units=in_units, in_units=in_units,
                use_bias=False,
                flatten=False
            )

    def hybrid_forward(self, F, X):
        X_interact = self.interaction(X)*X
        assert X_interact.shape == X.shape

        return super().hybrid_forward(F, X_interact)


class L2Normalization(HybridBlock):
    def hybrid_forward(self, F, X):
        return F.L2Normalization(X)


class RelationalFusion(HybridBlock):
    def __init__(self, fuse, aggregate, normalize, **kwargs):
        super().__init__(**kwargs)

        self.fuse = fuse
        self.out_units = self.fuse.out_units
        self.aggregate = aggregate
        self.normalize = normalize

        with self.name_scope():
            child_blocks = [self.fuse, self.aggregate, self.normalize]
            for block in child_blocks:
                self.register_child(block)

    def _apply_mask(self, F, array, mask):
        return F.sparse.broadcast_mul(mask, array)

    def hybrid_forward(self, F, X_node, X_edge, N_node, N_edge, mask):
        assert (X_node.shape[0] == N_node.shape[0] ==
                N_edge.shape[0] == mask.shape[0])
        X_neighbor_node = F.take(X_node, indices=N_node)
        X_neighbor_edge = F.take(X_edge, indices=N_edge)
        X_node = X_node.expand_dims(1).broadcast_like(X_neighbor_node)

        X = F.concat(X_node, X_neighbor_edge, X_neighbor_node, dim=2)
        Z_node = self.fuse(X)
        Z_node = self._apply_mask(F, Z_node, mask)

        aggregate_args = self.aggregate.get_args(
            X, Z_node, mask, X_node, X_neighbor_node, X_neighbor_edge)
        Z_node = self.aggregate(*aggregate_args)

        Z_node = self.normalize(Z_node)
        return Z_node


class Net(RelationalFusion):
    def __init__(self):
        super(Net, self).__init__(
            fuse=InteractionalFusion(in_units=11, units=6, activation=Identity()),
            aggregate=AttentionalAggregator(in_units=11),
            normalize=L2Normalization())
