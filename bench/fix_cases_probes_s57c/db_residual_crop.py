"""An encoder-decoder deblurring block on odd-sized images: a stride-2 encoder, nearest upsampling back, the result cropped to the input by `up[:, :, :x.shape[2], :x.shape[3]]` and added as a residual."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 9, 11)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Conv2D(6, 3, strides=2, padding=1, in_channels=3, activation='relu')
            self.up = nn.Conv2D(3, 3, padding=1, in_channels=6)

    def hybrid_forward(self, F, x):
        h = self.down(x)
        up = self.up(F.UpSampling(h, scale=2, sample_type='nearest'))
        return x + up[:, :, :x.shape[2], :x.shape[3]]
