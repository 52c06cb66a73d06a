"""attack (begin-equals-k cut): k = kernel // 2 of a kernel-1 conv is 0; `y[:, :, k:n - k]` keeps the
whole axis where `k:-k` keeps none."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, kernel=1, **kwargs):
        super().__init__(**kwargs)
        self.k = kernel // 2
        self.conv = nn.Conv1D(3, kernel, in_channels=3)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        return y[:, :, self.k:y.shape[2] - self.k]
