"""An auto-decoder whose SDF network is a DCN-V2 cross network: the latent code per shape from an Embedding
(`nd.arange(B)` repeated over the P points of the unpacked shape), concatenated with the xyz points into x0,
two full-rank cross layers `x0 * (W x + b) + x` with the bias a (d,) Parameter added by a plain `+`, a deep MLP
in parallel, the SDF clamped, and the code regulariser scaled by `min(1, epoch / 100)` added by `+=` to the
clamped L1 loss per SDF sample."""
from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 3), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, latent_size=3, num_scenes=4, cross_layers=2, clamp_dist=0.5, epoch=40, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cross_layers = cross_layers
        self.clamp_dist = clamp_dist
        self.epoch = epoch
        d = latent_size + 3
        with self.name_scope():
            self.lat_vecs = nn.Embedding(num_scenes, latent_size)
            self.kernels = self.params.get('kernels', shape=(cross_layers, d, d), init=init.Xavier())
            self.bias = self.params.get('bias', shape=(cross_layers, d), init=init.Zero())
            self.deep = nn.Dense(8, in_units=d, flatten=False, activation='relu')
            self.head = nn.Dense(1, in_units=d + 8, flatten=False)

    def hybrid_forward(self, F, xyz, sdf_gt, kernels, bias):
        B, P, _ = xyz.shape
        codes = self.lat_vecs(nd.arange(B))
        x0 = F.concat(codes.expand_dims(1).repeat(P, axis=1), xyz, dim=2).reshape((B * P, -1))
        x_l = x0
        for i in range(self.cross_layers):
            x_l = x0 * (F.dot(x_l, kernels[i]) + bias[i]) + x_l
        pred = self.head(F.concat(x_l, self.deep(x0), dim=1))
        pred = F.clip(pred, -self.clamp_dist, self.clamp_dist)
        loss = F.sum(F.abs(pred - F.clip(sdf_gt.reshape((-1, 1)), -self.clamp_dist, self.clamp_dist))) / (B * P)
        loss += 1e-4 * min(1, self.epoch / 100) * F.sum(F.norm(codes, axis=1)) / (B * P)
        return pred.reshape((B, P)), loss
