"""ControlNet's residuals at every resolution: the trainable encoder copy keeps a feature per level, each
through its own zero conv, the per-level conditioning scales `scale * 0.825 ** (n - 1 - i)` of guess mode;
the locked encoder's skips get the residuals added in a list, the middle block's by `h += mid_res`, and the
decoder upsamples to each skip's size read from `skip.shape` before the concat. The condition is
rescaled to [0, 1] when `.max().asscalar()` says it holds 0..255 values."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 4, 16, 16), (2, 4, 16, 16)]


def conv_block(channels, in_channels, strides=1):
    seq = nn.HybridSequential()
    seq.add(nn.Conv2D(channels, 3, strides=strides, padding=1, in_channels=in_channels), nn.Activation('relu'))
    return seq


class Net(nn.HybridBlock):
    def __init__(self, widths=(4, 8, 8), conditioning_scale=1.0, guess_mode=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_levels = len(widths)
        n = len(widths) + 1
        if guess_mode:
            self.scales = [conditioning_scale * 0.825 ** float(n - 1 - i) for i in range(n)]
        else:
            self.scales = [conditioning_scale] * n
        with self.name_scope():
            self.locked = nn.HybridSequential()
            self.control = nn.HybridSequential()
            self.zero_convs = nn.HybridSequential()
            prev = 4
            for i, w in enumerate(widths):
                self.locked.add(conv_block(w, prev, 1 if i == 0 else 2))
                self.control.add(conv_block(w, prev, 1 if i == 0 else 2))
                self.zero_convs.add(nn.Conv2D(w, 1, in_channels=w, weight_initializer=init.Zero(),
                                              bias_initializer=init.Constant(0.1)))
                prev = w
            self.mid = conv_block(prev, prev)
            self.mid_control = conv_block(prev, prev)
            self.mid_zero = nn.Conv2D(prev, 1, in_channels=prev, weight_initializer=init.Zero(),
                                      bias_initializer=init.Constant(0.1))
            self.decoder = nn.HybridSequential()
            for i in reversed(range(len(widths))):
                self.decoder.add(conv_block(widths[i - 1] if i > 0 else widths[0], prev + widths[i]))
                prev = widths[i - 1] if i > 0 else widths[0]

    def hybrid_forward(self, F, x, cond):
        if cond.max().asscalar() > 1.0:
            cond = cond / 255.0
        c = x + cond
        h = x
        hs = []
        for i in range(self.num_levels):
            h = self.locked[i](h)
            c = self.control[i](c)
            hs.append(h + self.zero_convs[i](c) * self.scales[i])
        h = self.mid(h)
        mid_res = self.mid_zero(self.mid_control(c)) * self.scales[-1]
        h += mid_res
        for i in range(self.num_levels):
            skip = hs.pop()
            h = F.contrib.BilinearResize2D(h, height=skip.shape[2], width=skip.shape[3])
            h = self.decoder[i](F.concat(h, skip, dim=1))
        return h
