"""U-Net decoder step: the encoder map is cropped about its centre to the upsampled decoder map before the concat."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 8, 8), (1, 2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fuse = nn.Conv2D(channels, 3, padding=1, in_channels=2 * channels)

    def hybrid_forward(self, F, enc, dec):
        up = F.UpSampling(dec, scale=2, sample_type='nearest')
        dy = (enc.shape[2] - up.shape[2]) // 2
        dx = (enc.shape[3] - up.shape[3]) // 2
        crop = enc[:, :, dy:dy + up.shape[2], dx:dx + up.shape[3]]
        return self.fuse(F.concat(crop, up, dim=1))
