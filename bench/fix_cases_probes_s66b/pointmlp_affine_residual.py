"""PointMLP's geometric affine module and a residual point MLP stage: grouped neighbours (B, S, K, D) centred on
their mean over the neighbours, divided by the std of all centred values of each sample (`reshape((B, -1))`,
`std + 1e-5`), scaled and shifted by learned (1, 1, 1, D) `affine_alpha`/`affine_beta` with plain operators; then
PreExtraction: `b, n, s, d = x.shape`, the neighbours folded into the batch as (b*n, d, s), a transfer Conv1D and a
residual 1x1 Conv1D block with `out += x`, max pooling over the neighbours, and the (b, D', n) map back."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 6)]


class ConvBNReLURes1D(nn.HybridBlock):
    def __init__(self, channel, **kwargs):
        super(ConvBNReLURes1D, self).__init__(**kwargs)
        with self.name_scope():
            self.net1 = nn.HybridSequential()
            self.net1.add(nn.Conv1D(channel, 1, in_channels=channel), nn.BatchNorm(in_channels=channel),
                          nn.Activation('relu'))
            self.net2 = nn.HybridSequential()
            self.net2.add(nn.Conv1D(channel, 1, in_channels=channel), nn.BatchNorm(in_channels=channel))

    def hybrid_forward(self, F, x):
        out = self.net2(self.net1(x))
        out += x
        return F.relu(out)


class Net(nn.HybridBlock):
    def __init__(self, channels=6, out_channels=8, blocks=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.affine_alpha = self.params.get('affine_alpha', shape=(1, 1, 1, channels), init=init.One())
            self.affine_beta = self.params.get('affine_beta', shape=(1, 1, 1, channels), init=init.Zero())
            self.transfer = nn.Conv1D(out_channels, 1, in_channels=channels, activation='relu')
            self.operation = nn.HybridSequential()
            for _ in range(blocks):
                self.operation.add(ConvBNReLURes1D(out_channels))

    def hybrid_forward(self, F, grouped_points, affine_alpha, affine_beta):
        B = grouped_points.shape[0]
        mean = grouped_points.mean(axis=2, keepdims=True)
        centred = grouped_points - mean
        std = F.sqrt(((centred - centred.reshape((B, -1)).mean(axis=-1).reshape((B, 1, 1, 1))) ** 2)
                     .reshape((B, -1)).mean(axis=-1)).reshape((B, 1, 1, 1))
        grouped_points = centred / (std + 1e-5)
        x = affine_alpha * grouped_points + affine_beta
        b, n, s, d = x.shape
        x = x.transpose((0, 1, 3, 2)).reshape((-1, d, s))
        x = self.operation(self.transfer(x))
        x = x.max(axis=-1)
        return x.reshape((b, n, -1)).transpose((0, 2, 1))
