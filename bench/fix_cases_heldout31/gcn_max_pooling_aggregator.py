"""A GraphSAGE-style max-pooling aggregator: a dense projection of the node features, then
`dense.reshape((1, *dense.shape))`, a max over the feature axis and `pool.reshape((X.shape[0],
1))` -- one pooled value per node -- with debugging prints of each stage.  Hybridized, `.shape`
of a Symbol raises (the unpacking `*dense.shape` first).

Source: a public MXNet graph-convolution layer library (stored id 16468611592, found with
`search` in the code corpus on a Gluon graph-convolution query while looking for GNN code),
DenseAggregator and MaxPoolingAggregator as written (the mean/sum/GCN aggregators and
the propagators of the same file, which hybridize, dropped); a 5-node graph with 4 input and 3
output features (the adjacency matrix is used only for the node count of the unused bias B).
Input: X (5, 4).
"""
import numpy as np
from mxnet.gluon import HybridBlock  # , Block

INPUTS = [(5, 4)]


class DenseAggregator(HybridBlock):
    def __init__(self, A, in_units, out_units, **kwargs):
        super().__init__(**kwargs)
        no_nodes = A.shape[0]
        with self.name_scope():
            self.W = self.params.get(
                'W', shape=(in_units, out_units))
            self.B = self.params.get(
                'B', shape=(no_nodes, out_units))

    def hybrid_forward(self, F, X, W, B):
        return F.dot(X, W)


class MaxPoolingAggregator(DenseAggregator):
    def hybrid_forward(self, F, X, W, B):
        dense = super().hybrid_forward(F, X, W, B)
        dense = dense.reshape((1, *dense.shape))
        print('DENSE', dense)
        pool = F.max(dense, axis=2)  # Node-wise max-pooling
        print('POOL', pool)
        reshape = pool.reshape((X.shape[0], 1))
        print('RESHAPE', reshape)
        return reshape


class Net(MaxPoolingAggregator):
    def __init__(self):
        super(Net, self).__init__(np.ones((5, 5)), 4, 3)
