"""Conv-TasNet mask estimation: a 1x1 conv to num_spk * C channels, `F.split` into per-speaker masks, sigmoid, and a loop `for i in range(len(masks))` over the python list of split outputs multiplying each into the encoder output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class SpeakerMasks(HybridBlock):
    def __init__(self, channels=8, num_spk=2, **kwargs):
        super().__init__(**kwargs)
        self._num_spk = num_spk
        with self.name_scope():
            self.mask_conv = nn.Conv1D(channels * num_spk, 1, in_channels=channels)

    def hybrid_forward(self, F, w):
        masks = F.split(self.mask_conv(w), num_outputs=self._num_spk, axis=1)
        separated = []
        for i in range(len(masks)):
            separated.append(w * F.sigmoid(masks[i]))
        return F.stack(*separated, axis=1)


Net = SpeakerMasks
