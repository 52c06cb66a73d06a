"""A residual gated graph conv on the kNN graph of a point cloud (PointNeXt's grouping feeding GatedGCN's
edge gates): `B, N, _ = xyz.shape`, the k nearest neighbours by `topk` of the negated squared distances,
neighbour features gathered with `take` at `idx + nd.arange(B) * N`, edge features from the relative
coordinates normalised by the radius, gates `sigmoid(D h_i + E h_j + C e_ij)` by plain `+` of (B, N, 1, D)
and (B, N, K, D), the gated mean of `B h_j` over the neighbours plus eps, batch norm through
`reshape((B * N, D))`, a residual, and max pooling over the points for a global feature."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 10, 3), (2, 10, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, dim=8, k=4, radius=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        self.radius = radius
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=in_dim, flatten=False)
            self.edge_embed = nn.Dense(dim, in_units=3, flatten=False)
            self.A = nn.Dense(dim, in_units=dim, flatten=False)
            self.B = nn.Dense(dim, in_units=dim, flatten=False)
            self.C = nn.Dense(dim, in_units=dim, flatten=False)
            self.D = nn.Dense(dim, in_units=dim, flatten=False)
            self.E = nn.Dense(dim, in_units=dim, flatten=False)
            self.bn_h = nn.BatchNorm(in_channels=dim)

    def hybrid_forward(self, F, xyz, feats):
        B, N, _ = xyz.shape
        d = (F.sum(xyz ** 2, axis=-1).expand_dims(-1) + F.sum(xyz ** 2, axis=-1).expand_dims(1)
             - 2 * F.batch_dot(xyz, xyz, transpose_b=True))
        idx = F.topk(-d, k=self.k, axis=-1) + (nd.arange(B) * N).reshape((B, 1, 1))
        rel = (F.take(xyz.reshape((B * N, 3)), idx) - xyz.expand_dims(2)) / self.radius
        h = self.embed(feats)
        e = self.edge_embed(rel)
        D = h.shape[-1]
        flat = h.reshape((B * N, D))
        Bh_j = F.take(self.B(flat), idx)
        Eh_j = F.take(self.E(flat), idx)
        sigma = F.sigmoid(self.D(h).expand_dims(2) + Eh_j + self.C(e))
        agg = F.sum(sigma * Bh_j, axis=2) / (F.sum(sigma, axis=2) + 1e-6)
        out = self.A(h) + agg
        out = self.bn_h(out.reshape((B * N, D))).reshape((B, N, D))
        h = h + F.relu(out)
        return F.max(h, axis=1)
