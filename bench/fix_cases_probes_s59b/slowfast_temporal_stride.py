"""SlowFast's two pathways from one clip: the slow pathway sees every `alpha`-th frame by `x[:, :, ::self.alpha]`, the fast one all frames; each is pooled globally and the two are concatenated for the classifier."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.slow = nn.Conv3D(4, (1, 3, 3), padding=(0, 1, 1), in_channels=3)
            self.fast = nn.Conv3D(2, (3, 3, 3), padding=(1, 1, 1), in_channels=3)
            self.fc = nn.Dense(5, in_units=6)

    def hybrid_forward(self, F, x):
        slow = self.slow(x[:, :, ::self.alpha])
        fast = self.fast(x)
        slow = F.mean(slow, axis=(2, 3, 4))
        fast = F.mean(fast, axis=(2, 3, 4))
        return self.fc(F.concat(slow, fast, dim=1))
