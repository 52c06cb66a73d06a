"""DeepLabv3+ top level: the input's size read with `*_, h, w = x.shape`, `x` then rebound to the
first output of an entry flow that returns (features, skip); the ASPP output is resized to a quarter
of the input's size, joined with the skip features, decoded and resized back to the input's size.

Source: duducheng/deeplabv3p_gluon @ fd8e3e8d83, mylib/deeplabv3p.py (DeepLabv3p.hybrid_forward,
EntryFlow.hybrid_forward). Cut down: the entry flow is two strided convolutions that return the
stride-4 map as the skip and a stride-8 map as the features (the original: Xception blocks with
`return_skip=True`, stride 16); middle flow, exit flow and ASPP are one conv each; channels made small.
"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 16, 24)]


class EntryFlow(nn.HybridBlock):
    def __init__(self):
        super(EntryFlow, self).__init__()
        with self.name_scope():
            self.conv1 = nn.Conv2D(4, 3, strides=2, padding=1)
            self.conv2 = nn.Conv2D(6, 3, strides=2, padding=1)
            self.conv4 = nn.Conv2D(8, 3, strides=2, padding=1)

    def hybrid_forward(self, F, x):
        x = self.conv1(x)
        skip = self.conv2(x)
        x = self.conv4(skip)
        return x, skip


class Net(nn.HybridBlock):
    def __init__(self, classes=3):
        super(Net, self).__init__()
        with self.name_scope():
            self.entry_flow = EntryFlow()
            self.middle_flow = nn.Conv2D(8, 3, padding=1)
            self.exit_flow = nn.Conv2D(8, 3, padding=1)
            self.aspp = nn.Conv2D(8, 1)
            skip_project = nn.HybridSequential()
            skip_project.add(nn.Conv2D(4, kernel_size=1, use_bias=False, prefix='feature_projection0_'))
            skip_project.add(nn.BatchNorm(prefix='feature_projection0_BN_', epsilon=1e-5, in_channels=4))
            skip_project.add(nn.Activation("relu"))
            self.skip_project = skip_project
            decoder = nn.HybridSequential()
            decoder.add(nn.Conv2D(6, kernel_size=3, padding=1))
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
