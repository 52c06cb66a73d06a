"""pix2pixHD local enhancer: the global generator G1 runs on the input downsampled by average pooling, its features are added to the local front end's downsampled features of the full-resolution input -- both (N, C, H/2, W/2) -- and the sum goes through the local back end with a nearest `UpSampling(scale=2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class LocalEnhancer(HybridBlock):
    def __init__(self, in_ch=3, ngf=4, **kwargs):
        super(LocalEnhancer, self).__init__(**kwargs)
        with self.name_scope():
            self.g1 = nn.HybridSequential()
            self.g1.add(nn.Conv2D(2 * ngf, 3, padding=1, in_channels=in_ch, activation="relu"),
                        nn.Conv2D(ngf, 3, padding=1, in_channels=2 * ngf, activation="relu"))
            self.local_down = nn.Conv2D(ngf, 3, strides=2, padding=1, in_channels=in_ch, activation="relu")
            self.local_up = nn.Conv2D(in_ch, 3, padding=1, in_channels=ngf)

    def hybrid_forward(self, F, x):
        x_down = F.Pooling(x, kernel=(3, 3), stride=(2, 2), pad=(1, 1), pool_type="avg", count_include_pad=False)
        g1_feat = self.g1(x_down)
        h = self.local_down(x) + g1_feat
        h = F.UpSampling(h, scale=2, sample_type="nearest")
        return F.tanh(self.local_up(h))


Net = LocalEnhancer
