"""GCN normalisation with self loops whose identity is sized by the adjacency read off the input,
`F.eye(adj.shape[0])` (the PyTorch port's `torch.eye(A.size(0))`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 4), (4, 3)]


class ShapeEyeGcn(HybridBlock):
    def __init__(self, hidden=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lin = nn.Dense(hidden, use_bias=False)

    def hybrid_forward(self, F, adj, x):
        a = F.abs(adj) + F.eye(adj.shape[0])
        dinv = F.rsqrt(a.sum(axis=1))
        a_hat = F.broadcast_mul(F.broadcast_mul(a, dinv.expand_dims(1)), dinv.expand_dims(0))
        return F.relu(F.dot(a_hat, self.lin(x)))


Net = ShapeEyeGcn
