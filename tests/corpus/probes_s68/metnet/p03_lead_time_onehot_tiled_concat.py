"""MetNet lead-time conditioning: the lead-time vector (B, L) reshaped to (B, L, 1, 1) by code `(0, 0, 1, 1)`,
tiled over the spatial grid by `F.tile` with reps from the constructor's size, and concatenated with the
radar features along channels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 4)]


class LeadConditioning(HybridBlock):
    def __init__(self, size=4, channels=6, **kwargs):
        super().__init__(**kwargs)
        self.size = size
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, feats, lead):
        lead_map = F.tile(lead.reshape((0, 0, 1, 1)), reps=(1, 1, self.size, self.size))
        return F.relu(self.conv(F.concat(feats, lead_map, dim=1)))


Net = LeadConditioning
