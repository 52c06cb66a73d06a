"""A squeeze-excitation gate reshaped to (N, C, 1, 1) multiplied into the feature map with `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.squeeze = nn.Dense(2, in_units=4)
            self.excite = nn.Dense(4, in_units=2)

    def hybrid_forward(self, F, x):
        w = F.contrib.AdaptiveAvgPooling2D(x, output_size=1).flatten()
        w = F.sigmoid(self.excite(F.relu(self.squeeze(w))))
        return x * w.reshape((0, 0, 1, 1))
