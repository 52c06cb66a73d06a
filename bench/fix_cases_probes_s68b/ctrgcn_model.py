"""CTR-GCN's model around its units: the input (N, C, T, V, M) with persons folded into the batch
(`N, C, T, V, M = x.shape`, permuted to (N, M*V*C, T) for the data BatchNorm, back to (N*M, C, T, V)), a
graph conv by a fixed normalised adjacency, multi-scale temporal convolution (branches of a 1x1 conv and a
(k, 1) conv with dilations 1 and 2, a max-pool branch, a 1x1 branch, concatenated), the residual added by
`+=`, and the classifier on the mean over persons and joints (`x.reshape((N, M, c_new, -1)).mean(3).mean(1)`)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 5, 2)]


def normalized_chain(num_point):
    A = np.eye(num_point, dtype='float32')
    for i in range(num_point - 1):
        A[i, i + 1] = A[i + 1, i] = 1
    return A / A.sum(0, keepdims=True)


class MultiScaleTCN(nn.HybridBlock):
    def __init__(self, channels, dilations=(1, 2), **kwargs):
        super(MultiScaleTCN, self).__init__(**kwargs)
        branch = channels // (len(dilations) + 2)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for d in dilations:
                b = nn.HybridSequential()
                b.add(nn.Conv2D(branch, 1, in_channels=channels), nn.BatchNorm(in_channels=branch),
                      nn.Activation('relu'),
                      nn.Conv2D(branch, (3, 1), padding=(d, 0), dilation=(d, 1), in_channels=branch))
                self.branches.add(b)
            pool = nn.HybridSequential()
            pool.add(nn.Conv2D(branch, 1, in_channels=channels), nn.Activation('relu'),
                     nn.MaxPool2D((3, 1), strides=1, padding=(1, 0)))
            self.branches.add(pool)
            self.branches.add(nn.Conv2D(channels - branch * (len(dilations) + 1), 1, in_channels=channels))

    def hybrid_forward(self, F, x):
        return F.concat(*[b(x) for b in self.branches], dim=1)


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, channels=8, num_point=5, num_person=2, num_class=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.A = nd.array(normalized_chain(num_point))
        with self.name_scope():
            self.data_bn = nn.BatchNorm(in_channels=num_person * in_channels * num_point)
            self.gcn = nn.Conv2D(channels, 1, in_channels=in_channels)
            self.tcn = MultiScaleTCN(channels)
            self.fc = nn.Dense(num_class, in_units=channels)

    def hybrid_forward(self, F, x):
        N, C, T, V, M = x.shape
        x = x.transpose((0, 4, 3, 1, 2)).reshape((N, M * V * C, T))
        x = self.data_bn(x)
        x = x.reshape((N, M, V, C, T)).transpose((0, 1, 3, 4, 2)).reshape((N * M, C, T, V))
        x = F.dot(self.gcn(x), self.A)
        res = x
        x = self.tcn(x)
        x += res
        x = F.relu(x)
        c_new = x.shape[1]
        x = x.reshape((N, M, c_new, -1))
        x = x.mean(3).mean(1)
        return self.fc(x)
