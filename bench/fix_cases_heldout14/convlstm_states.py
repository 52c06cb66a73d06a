"""A learner's ConvLSTM next-frame predictor: three Conv3DLSTMCells in a HybridSequentialRNNCell, whose
hidden states are joined with `mx.nd.concat(state[0], state[2], state[4], dim=1)` in hybrid_forward --
the eager namespace, which fails once hybridize() passes Symbols.

Source: a public training script found with find_string (id 16664409005, "hybrid_forward(self, F, x,
state"), `Net` unchanged but for: the module-level hyper parameters (size 50, depth 5, 5x5x5 kernels,
24/16/12 hidden channels) made small (size 6, depth 3, 3x3x3 kernels, 4/3/2 hidden channels), and the
six begin states passed as separate inputs (`x, h0, c0, h1, c1, h2, c2`, gathered into the list the
original receives as `state`) because the harness passes one tensor per input. Inputs: a clip
(2, 1, 3, 6, 6) and the (h, c) states of the three cells.
"""
import mxnet as mx
from mxnet import gluon

size = 6
depth = 3
channel = 1
kernel = (3, 3, 3)
i2h_pad = (1, 1, 1)

INPUTS = [(2, channel, depth, size, size),
          (2, 4, depth, size, size), (2, 4, depth, size, size),
          (2, 3, depth, size, size), (2, 3, depth, size, size),
          (2, 2, depth, size, size), (2, 2, depth, size, size)]


class Net(gluon.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = gluon.rnn.HybridSequentialRNNCell()

            self.encoder.add(gluon.contrib.rnn.Conv3DLSTMCell(input_shape=[channel,depth,size,size], hidden_channels=4,
                                      i2h_kernel=kernel, i2h_pad=i2h_pad, h2h_kernel=kernel))

            self.encoder.add(gluon.contrib.rnn.Conv3DLSTMCell(input_shape=[4,depth,size,size], hidden_channels=3,
                                      i2h_kernel=kernel, i2h_pad=i2h_pad, h2h_kernel=kernel))

            self.encoder.add(gluon.contrib.rnn.Conv3DLSTMCell(input_shape=[3,depth,size,size], hidden_channels=2,
                                      i2h_kernel=kernel, i2h_pad=i2h_pad, h2h_kernel=kernel))

            self.conv = gluon.nn.Conv3D(channels=1, kernel_size=(depth, 1, 1))


    def hybrid_forward(self, F, x, h0, c0, h1, c1, h2, c2):
        state = [h0, c0, h1, c1, h2, c2]
        x, state = self.encoder(x, state)

        concated = mx.nd.concat(state[0], state[2], state[4], dim=1)

        x = self.conv(concated)

        return x
