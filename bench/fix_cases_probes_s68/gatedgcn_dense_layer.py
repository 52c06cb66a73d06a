"""Residual gated graph convnet (Bresson & Laurent) on dense batched graphs: node features (B, N, D), edge
features (B, N, N, D) and a weighted adjacency (B, N, N); edge gates `sigmoid(D h_i + E h_j + C e_ij)` by
plain `+` of (B, N, 1, D), (B, 1, N, D) and (B, N, N, D), masked by the adjacency, the gated sum of
`B h_j` normalised by the sum of gates plus eps, batch norm on nodes and edges through `reshape((B * N,
D))` from the unpacked shape, ReLU and residual connections; two layers and a mean readout."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5, 5, 3), (2, 5, 5)]


class GatedGCNLayer(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(GatedGCNLayer, self).__init__(**kwargs)
        with self.name_scope():
            self.A = nn.Dense(dim, in_units=dim, flatten=False)
            self.B = nn.Dense(dim, in_units=dim, flatten=False)
            self.C = nn.Dense(dim, in_units=dim, flatten=False)
            self.D = nn.Dense(dim, in_units=dim, flatten=False)
            self.E = nn.Dense(dim, in_units=dim, flatten=False)
            self.bn_node_h = nn.BatchNorm(in_channels=dim)
            self.bn_node_e = nn.BatchNorm(in_channels=dim)

    def hybrid_forward(self, F, h, e, adj):
        B, N, D = h.shape
        h_in, e_in = h, e
        Ah, Bh, Dh, Eh = self.A(h), self.B(h), self.D(h), self.E(h)
        Ce = self.C(e)
        e = Dh.expand_dims(2) + Eh.expand_dims(1) + Ce
        sigma = F.sigmoid(e) * adj.expand_dims(-1)
        num = F.sum(sigma * Bh.expand_dims(1), axis=2)
        den = F.sum(sigma, axis=2)
        h = Ah + num / (den + 1e-6)
        h = self.bn_node_h(h.reshape((B * N, D))).reshape((B, N, D))
        e = self.bn_node_e(e.reshape((B * N * N, D))).reshape((B, N, N, D))
        h = F.relu(h)
        e = F.relu(e)
        return h_in + h, e_in + e


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, in_dim_edge=3, hidden=8, n_classes=3, L=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embedding_h = nn.Dense(hidden, in_units=in_dim, flatten=False)
            self.embedding_e = nn.Dense(hidden, in_units=in_dim_edge, flatten=False)
            self.layers = nn.HybridSequential()
            for _ in range(L):
                self.layers.add(GatedGCNLayer(hidden))
            self.MLP_layer = nn.Dense(n_classes, in_units=hidden)

    def hybrid_forward(self, F, h, e, adj):
        adj = (adj > 0)
        h = self.embedding_h(h)
        e = self.embedding_e(e)
        for conv in self.layers:
            h, e = conv(h, e, adj)
        hg = F.mean(h, axis=1)
        return self.MLP_layer(hg)
