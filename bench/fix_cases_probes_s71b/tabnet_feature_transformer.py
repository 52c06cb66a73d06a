"""TabNet's feature transformer: a shared GLU block then a step-specific one, each GLU layer
`fc -> bn -> a * sigmoid(b)` of the two halves, the residual scaled by sqrt(0.5) (`x += glu(x)` then
`x *= scale`), and the step output split into the decision part (n_d) and the attention part (n_a)
(the attention part by a legacy subscript)."""
import math
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class GLULayer(nn.HybridBlock):
    def __init__(self, input_dim, output_dim, **kwargs):
        super(GLULayer, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(2 * output_dim, in_units=input_dim, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=2 * output_dim)

    def hybrid_forward(self, F, x):
        a, b = F.split(self.bn(self.fc(x)), num_outputs=2, axis=1)
        return a * F.sigmoid(b)


class Net(nn.HybridBlock):
    def __init__(self, input_dim=6, n_d=3, n_a=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_d = n_d
        self.scale = math.sqrt(0.5)
        with self.name_scope():
            self.shared = GLULayer(input_dim, n_d + n_a)
            self.specifics = nn.HybridSequential()
            self.specifics.add(GLULayer(n_d + n_a, n_d + n_a), GLULayer(n_d + n_a, n_d + n_a))

    def hybrid_forward(self, F, x):
        x = self.shared(x)
        for glu in self.specifics:
            x += glu(x)
            x *= self.scale
        d = F.relu(F.slice_axis(x, axis=1, begin=0, end=self.n_d))
        att = x[:, self.n_d:]
        return d, att
