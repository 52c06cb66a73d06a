"""CTR-GCN's channel-wise topology refinement graph convolution on (N, C, T, V): per subset, joint features
pooled over time (`x.mean(-2)`), pairwise differences `tanh(x1.unsqueeze(-1) - x2.unsqueeze(-2))` refined
by a 1x1 conv to a per-channel (N, C, V, V) adjacency, scaled by alpha and added to the shared learnable A
of the subset (`A[i]` of the (S, V, V) Parameter), aggregated by an einsum 'ncuv,nctv->nctu' written with
batch_dot on the folded shape, the subsets summed by `+=`, then BN, the residual and ReLU."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class CTRGC(nn.HybridBlock):
    def __init__(self, in_channels, out_channels, rel_reduction=2, **kwargs):
        super(CTRGC, self).__init__(**kwargs)
        rel_channels = max(in_channels // rel_reduction, 2)
        with self.name_scope():
            self.conv1 = nn.Conv2D(rel_channels, 1, in_channels=in_channels)
            self.conv2 = nn.Conv2D(rel_channels, 1, in_channels=in_channels)
            self.conv3 = nn.Conv2D(out_channels, 1, in_channels=in_channels)
            self.conv4 = nn.Conv2D(out_channels, 1, in_channels=rel_channels)

    def hybrid_forward(self, F, x, A, alpha):
        x1, x2, x3 = self.conv1(x).mean(axis=-2), self.conv2(x).mean(axis=-2), self.conv3(x)
        rel = F.tanh(x1.expand_dims(-1) - x2.expand_dims(-2))
        adj = self.conv4(rel) * alpha + A.expand_dims(0).expand_dims(0)
        N, C, T, V = x3.shape
        out = F.batch_dot(x3.reshape((N * C, T, V)),
                          adj.reshape((N * C, V, V)), transpose_b=True)
        return out.reshape((N, C, T, V))


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, out_channels=6, num_subset=3, num_point=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_subset = num_subset
        with self.name_scope():
            self.PA = self.params.get('PA', shape=(num_subset, num_point, num_point), init=mx.init.Uniform(0.5))
            self.alpha = self.params.get('alpha', shape=(1,), init=mx.init.Constant(0.5))
            self.convs = nn.HybridSequential()
            for _ in range(num_subset):
                self.convs.add(CTRGC(in_channels, out_channels))
            self.bn = nn.BatchNorm(in_channels=out_channels)
            self.down = nn.Conv2D(out_channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x, PA, alpha):
        y = None
        for i in range(self.num_subset):
            z = self.convs[i](x, PA[i], alpha)
            if y is None:
                y = z
            else:
                y += z
        y = self.bn(y)
        y = y + self.down(x)
        return F.relu(y)
