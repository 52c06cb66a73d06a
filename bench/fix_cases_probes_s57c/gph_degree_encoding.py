"""Graphormer's centrality encoding: node degrees summed from the adjacency and clipped, an embedding of the degree added to the node features, and a virtual graph token broadcast by the batch size `n, v, d = x.shape` prepended."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, max_deg=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_deg = max_deg
        with self.name_scope():
            self.deg_emb = nn.Embedding(max_deg + 1, 4)
            self.token = self.params.get('token', shape=(1, 4))

    def hybrid_forward(self, F, x, adj, token):
        deg = F.clip((adj > 0).sum(axis=-1), 0, self.max_deg)
        h = x + self.deg_emb(deg)
        n, v, d = x.shape
        g = token.reshape((1, 1, d)).broadcast_to((n, 1, d))
        return F.concat(g, h, dim=1)
