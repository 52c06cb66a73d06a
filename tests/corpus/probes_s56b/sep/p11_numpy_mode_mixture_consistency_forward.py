"""Numpy-mode mixture consistency (MXNet 2 style `forward`): the estimates' residual to the mixture spread evenly over the configured sources by `np` broadcasting of an expanded axis."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 12)]


class ConsistentSeparator(HybridBlock):
    def __init__(self, length=12, num_src=3, **kwargs):
        super(ConsistentSeparator, self).__init__(**kwargs)
        self.num_src = num_src
        self.sep = nn.Dense(num_src * length, in_units=length)

    def forward(self, mix):
        est = self.sep(mix).reshape(-1, self.num_src, 12)
        residual = mix - est.sum(axis=1)
        return est + np.expand_dims(residual, 1) / self.num_src


Net = ConsistentSeparator
