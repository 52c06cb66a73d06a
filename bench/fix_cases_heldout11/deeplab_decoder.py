"""The decoder of a Gluon DeepLabv3+ (Xception): `*_, h, w = x.shape` of the image, the ASPP
output resized to `height=h // 4, width=w // 4` and concatenated with the projected stride-4
skip feature, the decoder convs, then a resize back to `height=h, width=w`.

Source: a public Gluon port of the Keras DeepLabv3+ (find_string id 17006815626, "height=h"):
DeepLabv3p.hybrid_forward as written; its Xception entry/middle/exit flows and ASPP are
replaced by small stand-ins of the same strides (the entry flow returns the /16 map and the /4
skip), 8 channels, a 16x16 input.
"""
from mxnet.gluon import nn

INPUTS = [(1, 3, 16, 16)]


class EntryFlow(nn.HybridBlock):
    """Stand-in: a stride-4 skip feature and a stride-16 output, as the Xception entry flow."""
    def __init__(self, prefix=None):
        super(EntryFlow, self).__init__(prefix=prefix)
        with self.name_scope():
            self.to_skip = nn.Conv2D(8, kernel_size=3, strides=4, padding=1)
            self.to_out = nn.Conv2D(8, kernel_size=3, strides=4, padding=1)

    def hybrid_forward(self, F, x):
        skip = self.to_skip(x)
        return self.to_out(skip), skip


class DeepLabv3p(nn.HybridBlock):

    def __init__(self, classes=3):
        super(DeepLabv3p, self).__init__()

        self.entry_flow = EntryFlow(prefix="entry_flow_")
        self.middle_flow = nn.Conv2D(8, kernel_size=3, padding=1, prefix="middle_flow_")
        self.exit_flow = nn.Conv2D(8, kernel_size=3, padding=1, prefix="exit_flow_")
        self.aspp = nn.Conv2D(8, kernel_size=1, prefix="aspp_")

        skip_project = nn.HybridSequential()
        skip_project.add(nn.Conv2D(4, kernel_size=1, use_bias=False, prefix='feature_projection0_'))
        skip_project.add(nn.BatchNorm(prefix='feature_projection0_BN_', epsilon=1e-5))
        skip_project.add(nn.Activation("relu"))
        self.skip_project = skip_project

        decoder = nn.HybridSequential()
        decoder.add(nn.Conv2D(8, kernel_size=3, padding=1, prefix='decoder_conv0_'))
        decoder.add(nn.Conv2D(classes, kernel_size=1, use_bias=True, prefix='logits_semantic_'))
        self.decoder = decoder

    def hybrid_forward(self, F, x):
        *_, h, w = x.shape

        x, skip = self.entry_flow(x)
        x = self.middle_flow(x)
        x = self.exit_flow(x)
        x = self.aspp(x)

        x = F.contrib.BilinearResize2D(x, height=h // 4, width=w // 4)
        skip = self.skip_project(skip)
        x = F.concat(x, skip, dim=1)

        x = self.decoder(x)

        return F.contrib.BilinearResize2D(x, height=h, width=w)


class Net(DeepLabv3p):
    pass
