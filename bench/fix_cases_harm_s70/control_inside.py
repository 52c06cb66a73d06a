"""H504 control: cuts proven inside a Dense's 6 columns keep slice_axis."""
from mxnet.gluon import nn

INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=4)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return h[:, 1:3] * h[:, -2:]
