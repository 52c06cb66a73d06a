"""PointNeXt's decoder step and InvResMLP: feature propagation from the coarse to the dense points by 3-NN
inverse-distance interpolation (`dist, idx` from `topk` of the negated pairwise squared distances,
`dist_recip / norm` by a plain `/` of (B, N, 3) and (B, N, 1), the coarse features gathered with `take` at
`idx + nd.arange(B) * S`), concatenated with the skip features and a 1x1 Conv1D; then an inverted residual
MLP block: kNN grouping, relative coordinates normalised by the radius, a shared MLP, max over the
neighbours, a pointwise expand/contract MLP and the residual."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 12, 3), (2, 4, 12), (2, 4, 3), (2, 8, 4)]


def three_nn(F, unknown, known):
    d = (F.sum(unknown ** 2, axis=-1).expand_dims(-1) + F.sum(known ** 2, axis=-1).expand_dims(1)
         - 2 * F.batch_dot(unknown, known, transpose_b=True))
    neg, idx = F.topk(-d, k=3, axis=-1, ret_typ='both')
    return F.sqrt(F.relu(-neg)), idx


class InvResMLP(nn.HybridBlock):
    def __init__(self, channels, nsample=4, radius=0.5, expansion=4, **kwargs):
        super(InvResMLP, self).__init__(**kwargs)
        self.nsample = nsample
        self.radius = radius
        with self.name_scope():
            self.local = nn.HybridSequential()
            self.local.add(nn.Conv2D(channels, 1, in_channels=channels + 3, use_bias=False),
                           nn.BatchNorm(in_channels=channels), nn.Activation('relu'))
            self.pwconv = nn.HybridSequential()
            self.pwconv.add(nn.Conv1D(channels * expansion, 1, in_channels=channels),
                            nn.BatchNorm(in_channels=channels * expansion), nn.Activation('relu'),
                            nn.Conv1D(channels, 1, in_channels=channels * expansion),
                            nn.BatchNorm(in_channels=channels))

    def hybrid_forward(self, F, p, f):
        identity = f
        B, N, _ = p.shape
        d = (F.sum(p ** 2, axis=-1).expand_dims(-1) + F.sum(p ** 2, axis=-1).expand_dims(1)
             - 2 * F.batch_dot(p, p, transpose_b=True))
        idx = F.topk(-d, k=self.nsample, axis=-1) + (nd.arange(B) * N).reshape((B, 1, 1))
        dp = (F.take(p.reshape((B * N, 3)), idx) - p.expand_dims(2)) / self.radius
        fj = F.take(f.transpose((0, 2, 1)).reshape((B * N, -1)), idx)
        f = self.local(F.concat(dp, fj, dim=-1).transpose((0, 3, 1, 2))).max(axis=-1)
        f = self.pwconv(f)
        return F.relu(f + identity)


class Net(nn.HybridBlock):
    def __init__(self, skip_channels=4, coarse_channels=8, out_channels=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fp_conv = nn.HybridSequential()
            self.fp_conv.add(nn.Conv1D(out_channels, 1, in_channels=skip_channels + coarse_channels),
                             nn.BatchNorm(in_channels=out_channels), nn.Activation('relu'))
            self.block = InvResMLP(out_channels)

    def hybrid_forward(self, F, p, f, p_coarse, f_coarse):
        B, N, _ = p.shape
        S = p_coarse.shape[1]
        dist, idx = three_nn(F, p, p_coarse)
        dist_recip = 1.0 / (dist + 1e-8)
        norm = F.sum(dist_recip, axis=2, keepdims=True)
        weight = dist_recip / norm
        flat = f_coarse.transpose((0, 2, 1)).reshape((B * S, -1))
        gathered = F.take(flat, idx + (nd.arange(B) * S).reshape((B, 1, 1)))
        interpolated = F.sum(gathered * weight.expand_dims(-1), axis=2).transpose((0, 2, 1))
        f = self.fp_conv(F.concat(f, interpolated, dim=1))
        return self.block(p, f)
