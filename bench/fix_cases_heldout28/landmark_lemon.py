"""Face-landmark network's attention unit: `Lemon.hybrid_forward` prints six shapes in f-strings
and multiplies `att1` -- a `HybridSequential` ending in a stride-2 `Conv2DTranspose`,
(N, C, H/2, W/2) -- by `att2` -- one ending in `GlobalMaxPool2D()`, (N, C, 1, 1).  Eagerly the
NDArray `*` broadcasts; hybridized, `.shape` raises AttributeError, and without the prints the
Symbol `*` (elementwise, no broadcasting) fails shape inference.

Source: a public face-landmark ("IQ") network for Gluon (find_string id 3505899714,
"def hybrid_forward(self, F, x):\\n        print("), `Lemon` as written with its Conv2D argument
lists shortened to the channels, kernel, stride and padding (the rest are the defaults) and
commented-out layers left out.  Built with channels [4, 4, 4] (the file uses 512s).
Input: (2, 4, 16, 16).
"""
import mxnet as mx

INPUTS = [(2, 4, 16, 16)]


ToInt = lambda x: int(round(x))


class Lemon(mx.gluon.nn.HybridBlock):
    def __init__(self, name='lemon', multiplier=1.0, activation='sigmoid', channels=[], att1=True, att2=True, prefix=None, params=None):
        super(Lemon, self).__init__(prefix=prefix, params=params)
        self.multiplier = multiplier
        self.activation = activation
        self.channels = channels if len(channels) > 0 else [512, 512, 512]
        self.att1 = att1
        self.att2 = att2

        self.seq = mx.gluon.nn.HybridSequential()
        self.seq.add(
            mx.gluon.nn.Conv2D(ToInt(self.channels[0] * self.multiplier), 3, strides=(1, 1), padding=(1, 1)),
            mx.gluon.nn.BatchNorm(),
            mx.gluon.nn.Activation(self.activation),
            mx.gluon.nn.Conv2D(ToInt(self.channels[1] * self.multiplier), 3, strides=2, padding=(1, 1)),
            mx.gluon.nn.BatchNorm(),
            mx.gluon.nn.Activation(self.activation),
            mx.gluon.nn.Conv2D(ToInt(self.channels[2] * self.multiplier), 3, strides=1, padding=(1, 1)),
        )

        if self.att1:
            self.attention1 = mx.gluon.nn.HybridSequential()
            self.attention1.add(
                mx.gluon.nn.Conv2D(ToInt(self.channels[0] * self.multiplier), 3, strides=1, padding=(1, 1)),
                mx.gluon.nn.BatchNorm(),
                mx.gluon.nn.Activation(self.activation),
                mx.gluon.nn.Conv2D(ToInt(self.channels[1] * self.multiplier), 3, strides=2, padding=(1, 1)),
                mx.gluon.nn.BatchNorm(),
                mx.gluon.nn.Activation(self.activation),
                mx.gluon.nn.Conv2D(ToInt(self.channels[2] * self.multiplier), 3, strides=2, padding=(1, 1)),
                mx.gluon.nn.BatchNorm(),
                mx.gluon.nn.Activation(self.activation),
                mx.gluon.nn.Conv2DTranspose(ToInt(self.channels[2] * self.multiplier), kernel_size=3, strides=2, padding=(1, 1),
                    output_padding=(1, 1)),
            )
        else:
            self.attention1 = mx.gluon.nn.HybridSequential()

        if self.att2:
            self.attention2 = mx.gluon.nn.HybridSequential()
            self.attention2.add(
                mx.gluon.nn.Conv2D(ToInt(self.channels[0] * self.multiplier), 3, strides=2, padding=(1, 1)),
                mx.gluon.nn.BatchNorm(),
                mx.gluon.nn.Activation(self.activation),
                mx.gluon.nn.Conv2D(ToInt(self.channels[1] * self.multiplier), 3, strides=2, padding=(1, 1)),
                mx.gluon.nn.BatchNorm(),
                mx.gluon.nn.Activation(self.activation),
                mx.gluon.nn.Conv2D(ToInt(self.channels[2] * self.multiplier), 3, strides=2, padding=(1, 1)),
                mx.gluon.nn.BatchNorm(),
                mx.gluon.nn.Activation(self.activation),
                mx.gluon.nn.GlobalMaxPool2D(),
            )
        else:
            self.attention2 = mx.gluon.nn.HybridSequential()

        self.merge = mx.gluon.nn.HybridSequential()
        self.merge.add(
            mx.gluon.nn.BatchNorm(),
            mx.gluon.nn.Activation(self.activation)
        )

    def hybrid_forward(self, F, x):
        print(f'[Lemon] {self.name} x: {x.shape}')
        seq = self.seq(x)
        print(f'[Lemon] {self.name} seq: {seq.shape}')
        att1 = self.attention1(x)
        print(f'[Lemon] {self.name} att1: {att1.shape}')
        att2 = self.attention2(x)
        print(f'[Lemon] {self.name} att2: {att2.shape}')
        att = att1 * att2
        print(f'[Lemon] {self.name} att: {att.shape}')
        y = self.merge(seq + att)
        print(f'[Lemon] {self.name} y: {y.shape}')
        return y


class Net(Lemon):
    def __init__(self):
        super(Net, self).__init__(name='lemon1', channels=[4, 4, 4])
