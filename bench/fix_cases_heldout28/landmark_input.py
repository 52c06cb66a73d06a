"""Face-landmark network's input stem: `Input.hybrid_forward` prints the input's and the output's
shapes in f-strings (`print(f'[Input] x: {x.shape}')`) around its conv/BN/sigmoid stack;
hybridized, `x` is a Symbol and `.shape` raises AttributeError.

Source: a public face-landmark ("IQ") network for Gluon (find_string id 3505899714,
"def hybrid_forward(self, F, x):\\n        print("), `Input` as written with its Conv2D argument
lists shortened to the channels, kernel, stride and padding (the rest are the defaults).  Built
with channels [4, 6] (the file uses [128, 256]).  Input: (2, 3, 16, 16).
"""
import mxnet as mx

INPUTS = [(2, 3, 16, 16)]


ToInt = lambda x: int(round(x))


class Input(mx.gluon.nn.HybridBlock):
    def __init__(self, multiplier=1.0, channels=[], activation='sigmoid', prefix=None, params=None):
        super(Input, self).__init__(prefix=prefix, params=params)
        self.multiplier = multiplier
        self.activation = activation
        self.channels = channels

        self.seq = mx.gluon.nn.HybridSequential()
        self.seq.add(
            mx.gluon.nn.Conv2D(ToInt(self.channels[0] * self.multiplier), 3, strides=(1, 1), padding=(1, 1)),
            mx.gluon.nn.BatchNorm(),
            mx.gluon.nn.Activation(self.activation),
            mx.gluon.nn.Conv2D(ToInt(self.channels[1] * self.multiplier), 3, strides=2, padding=(1, 1)),
            mx.gluon.nn.BatchNorm(),
            mx.gluon.nn.Activation(self.activation)
        )

    def hybrid_forward(self, F, x):
        print(f'[Input] x: {x.shape}')
        y = self.seq(x)
        print(f'[Input] y: {y.shape}')
        return y


class Net(Input):
    def __init__(self):
        super(Net, self).__init__(channels=[4, 6])
