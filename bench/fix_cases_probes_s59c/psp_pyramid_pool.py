"""PSPNet's pyramid pooling module: the feature map pooled adaptively to bins 1, 2, 3 and 6, each bin
projected by its own 1x1 conv, every branch resized back to `x.shape[2]` x `x.shape[3]` and
concatenated with the input features."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 12, 12)]


class Net(nn.HybridBlock):
    def __init__(self, bins=(1, 2, 3, 6), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for _ in bins:
                self.convs.add(nn.Conv2D(2, 1, use_bias=False, in_channels=8))

    def hybrid_forward(self, F, x):
        outs = [x]
        for b, conv in zip(self.bins, self.convs):
            p = F.contrib.AdaptiveAvgPooling2D(x, output_size=b)
            p = F.relu(conv(p))
            outs.append(F.contrib.BilinearResize2D(p, height=x.shape[2], width=x.shape[3]))
        return F.concat(*outs, dim=1)
