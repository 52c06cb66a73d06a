"""StarGAN discriminator: strided Conv2D + LeakyReLU(0.01) layers from a python loop over the configured depth, a PatchGAN source head (3x3 conv to one channel) and a domain classification head whose kernel is the configured image size divided by 2**depth, flattened by `reshape((0, -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class PatchDiscriminator(HybridBlock):
    def __init__(self, image_size=16, conv_dim=4, c_dim=5, repeat_num=2, **kwargs):
        super(PatchDiscriminator, self).__init__(**kwargs)
        with self.name_scope():
            self.main = nn.HybridSequential()
            in_c, out_c = 3, conv_dim
            for _ in range(repeat_num):
                self.main.add(nn.Conv2D(out_c, 4, strides=2, padding=1, in_channels=in_c))
                self.main.add(nn.LeakyReLU(0.01))
                in_c, out_c = out_c, out_c * 2
            k = image_size // 2 ** repeat_num
            self.src = nn.Conv2D(1, 3, padding=1, in_channels=in_c, use_bias=False)
            self.cls = nn.Conv2D(c_dim, k, in_channels=in_c, use_bias=False)

    def hybrid_forward(self, F, x):
        h = self.main(x)
        return self.src(h), self.cls(h).reshape((0, -1))


Net = PatchDiscriminator
