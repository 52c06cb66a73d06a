"""Deep Graph Infomax's GCN encoder on a dense graph (ported): the (N, N) adjacency binarised and
symmetrised, self-loops added with `nd.eye(N)` for `N = adj.shape[0]`, the symmetric normalisation
`D^-1/2 (A + I) D^-1/2` written as `d.reshape((-1, 1)) * adj * d.reshape((1, -1))` with plain operators,
and one GCN layer `PReLU(A_hat X W + b)` on the (N, C) features."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(6, 5), (6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_ft=5, out_ft=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(out_ft, in_units=in_ft, use_bias=False)
            self.bias = self.params.get('bias', shape=(out_ft,), init='zeros')
            self.act = nn.PReLU()

    def hybrid_forward(self, F, seq, adj, bias):
        adj = ((adj + adj.T) > 0.5)
        N = adj.shape[0]
        adj = adj + nd.eye(N)
        d = adj.sum(axis=1) ** -0.5
        adj = d.reshape((-1, 1)) * adj * d.reshape((1, -1))
        out = F.dot(adj, self.fc(seq))
        return self.act(F.broadcast_add(out, bias.reshape((1, -1))))
