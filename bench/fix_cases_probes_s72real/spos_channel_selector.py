"""A one-shot NAS supernet's channel selector: the block's channel mask (an input) sliced to the
block's channel count, reshaped to (1, C, 1, 1) and moved by
`block_channel_mask.as_in_context(x.context)` before the broadcast multiply.

Source: CanyonWind/Single-Path-One-Shot-NAS-MXNet utils/oneshot_nas_blocks_nobn.py
(ChannelSelector.hybrid_forward) at 364cd3365d5c09697366049b67fc587a3b270ded; adapted: the class
named Net, 4 channels; data (2, 4, 5, 5), the supernet's mask row (1, 6).
"""
from mxnet.gluon.nn import HybridBlock


INPUTS = [(2, 4, 5, 5), (1, 6)]


class Net(HybridBlock):
    """
    Random channel # selection
    """
    def __init__(self, channel_number=4, candidate_scales=None):
        super(Net, self).__init__()
        if candidate_scales is None:
            self.candidate_scales = [0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0]
        else:
            self.candidate_scales = candidate_scales
        self.channel_number = channel_number

    def hybrid_forward(self, F, x, block_channel_mask, *args, **kwargs):
        block_channel_mask = F.slice(block_channel_mask, begin=(None, None), end=(None, self.channel_number))
        block_channel_mask = F.reshape(block_channel_mask, shape=(1, self.channel_number, 1, 1))
        x = F.broadcast_mul(x, block_channel_mask.as_in_context(x.context))
        return x
