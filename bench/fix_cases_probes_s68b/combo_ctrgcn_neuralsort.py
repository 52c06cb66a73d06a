"""Skeleton action recognition with a differentiable top-k over frames, mixing CTR-GCN and NeuralSort:
(N, C, T, V) features with persons folded into the batch, a channel-wise topology refinement step
(`tanh(x1.unsqueeze(-1) - x2.unsqueeze(-2))` added to a shared A), per-frame scores pooled over channels and
joints, NeuralSort's relaxed permutation of the T frames (`scaling` from `nd.arange(T)`, `T = x.shape[2]`),
the k most salient frames averaged by the permutation's first rows, and the mean over persons."""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, channels=4, num_point=4, k=2, tau=0.5, num_class=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        self.tau = tau
        with self.name_scope():
            self.A = self.params.get('A', shape=(num_point, num_point), init=mx.init.Uniform(0.5))
            self.conv1 = nn.Conv2D(2, 1, in_channels=in_channels)
            self.conv2 = nn.Conv2D(2, 1, in_channels=in_channels)
            self.conv3 = nn.Conv2D(channels, 1, in_channels=in_channels)
            self.conv4 = nn.Conv2D(channels, 1, in_channels=2)
            self.score = nn.Conv2D(1, 1, in_channels=channels)
            self.fc = nn.Dense(num_class, in_units=channels)

    def hybrid_forward(self, F, x, A):
        N, C, T, V, M = x.shape
        x = x.transpose((0, 4, 1, 2, 3)).reshape((N * M, C, T, V))
        x1, x2 = self.conv1(x).mean(axis=2), self.conv2(x).mean(axis=2)
        adj = self.conv4(F.tanh(x1.expand_dims(-1) - x2.expand_dims(-2))) + A
        x3 = self.conv3(x)
        c = x3.shape[1]
        y = F.batch_dot(x3.reshape((-1, T, V)), adj.reshape((-1, V, V)), transpose_b=True)
        y = F.relu(y.reshape((N * M, c, T, V)))
        s = self.score(y).mean(axis=3).reshape((N * M, T, 1))
        A_s = F.abs(F.broadcast_sub(s, s.transpose((0, 2, 1))))
        scaling = (T + 1 - 2 * (nd.arange(T) + 1)).reshape((1, 1, T))
        P = F.softmax((F.broadcast_mul(s, scaling) - A_s.sum(axis=2, keepdims=True)).transpose((0, 2, 1)) / self.tau,
                      axis=-1)
        frames = y.mean(axis=3).transpose((0, 2, 1))
        top = F.batch_dot(P[:, :self.k, :], frames).mean(axis=1)
        top = top.reshape((N, M, c)).mean(axis=1)
        return self.fc(top)
