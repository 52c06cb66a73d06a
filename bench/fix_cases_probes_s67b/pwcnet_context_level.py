"""PWC-Net's last level: the flow estimator's features through the context network (3x3 convs with dilations
1, 2, 4, 8, 1), its output added to the flow in place (`flow += ...`), the flow clipped where its magnitude
exceeds a bound (an `.asscalar()` branch), and the final flow scaled by 20 and upsampled to the image size by
`BilinearResize2D(height=H * 4, width=W * 4)` from the unpacked shape."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, max_flow=5.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_flow = max_flow
        with self.name_scope():
            self.predict_flow = nn.Conv2D(2, 3, padding=1, in_channels=channels)
            self.context = nn.HybridSequential()
            c = channels
            for out, dil in ((8, 1), (8, 2), (6, 4), (4, 8)):
                self.context.add(nn.Conv2D(out, 3, padding=dil, dilation=dil, in_channels=c), nn.LeakyReLU(0.1))
                c = out
            self.context.add(nn.Conv2D(2, 3, padding=1, in_channels=c))

    def hybrid_forward(self, F, x):
        flow = self.predict_flow(x)
        flow += self.context(x)
        if flow.abs().max().asscalar() > self.max_flow:
            flow = flow.clip(-self.max_flow, self.max_flow)
        B, _, H, W = flow.shape
        return F.contrib.BilinearResize2D(flow * 20.0, height=H * 4, width=W * 4)
