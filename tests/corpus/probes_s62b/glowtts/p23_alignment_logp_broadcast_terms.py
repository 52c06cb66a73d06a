"""Glow-TTS monotonic alignment log-likelihood with broadcast ops: channels-first z (N, C, T_mel), m and logs (N, C, T_text); `logp1` and `logp4` per text position (N, T_text, 1) from sums over channels and `expand_dims(-1)`, `logp2`/`logp3` (N, T_text, T_mel) from `batch_dot(..., transpose_a=True)`, combined by `broadcast_add`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 7), (2, 4, 5), (2, 4, 5)]


class AlignmentLogp(HybridBlock):
    def hybrid_forward(self, F, z, m, logs):
        s_p_sq_r = F.exp(-2 * logs)
        logp1 = F.sum(-0.5 * math.log(2 * math.pi) - logs, axis=1).expand_dims(-1)
        logp2 = F.batch_dot(s_p_sq_r, -0.5 * F.square(z), transpose_a=True)
        logp3 = F.batch_dot(m * s_p_sq_r, z, transpose_a=True)
        logp4 = F.sum(-0.5 * F.square(m) * s_p_sq_r, axis=1).expand_dims(-1)
        return F.broadcast_add(logp2 + logp3, logp1 + logp4)


Net = AlignmentLogp
