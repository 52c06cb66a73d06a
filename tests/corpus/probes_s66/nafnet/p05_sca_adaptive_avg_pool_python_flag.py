"""Simplified channel attention by `F.contrib.AdaptiveAvgPooling2D(output_size=1)` and a 1x1 conv, applied by
`F.broadcast_mul`; a python-valued `if self.use_sca` chooses the branch and a python `if self.dw_expand > 1`
sizes the gate."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class SCABlock(HybridBlock):
    def __init__(self, c=4, dw_expand=2, use_sca=True, **kwargs):
        super().__init__(**kwargs)
        self.use_sca = use_sca
        self.dw_expand = dw_expand
        dw = c * dw_expand
        with self.name_scope():
            self.conv1 = nn.Conv2D(dw, 1, in_channels=c)
            self.sca = nn.Conv2D(dw // 2 if dw_expand > 1 else dw, 1)
            self.conv3 = nn.Conv2D(c, 1)

    def hybrid_forward(self, F, inp):
        x = self.conv1(inp)
        if self.dw_expand > 1:
            a, b = F.split(x, num_outputs=2, axis=1)
            x = a * b
        if self.use_sca:
            x = F.broadcast_mul(x, self.sca(F.contrib.AdaptiveAvgPooling2D(x, output_size=1)))
        return inp + self.conv3(x)


Net = SCABlock
