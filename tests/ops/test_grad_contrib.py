"""Gradient rules of the detection, attention and deformable ops against finite differences
(the forward passes are checked against real MXNet in test_contrib_box.py, test_transformer.py
and test_deformable.py), and multinomial sampling's log-probability gradient; tests/autograd
runs the same cases through the tape."""
import numpy as np
import pytest

from .grad_harness import GradCase, check_grad
from .test_deformable import interior_offsets

R = np.random.default_rng(3)
_DATA = R.standard_normal((1, 2, 6, 7))
_ROIS = np.array([[0, 1.0, 1.5, 9.0, 8.0], [0, 0.0, 0.0, 5.0, 11.0]])
# boxes far apart in score and space: small steps change no ranking or suppression
_BOXES = np.array([[0, 0.9, 1.0, 1.0, 3.0, 4.0], [1, 0.2, 6.0, 6.0, 8.0, 9.0],
                   [0, 0.7, 1.2, 1.1, 3.1, 4.2], [2, 0.5, 10.0, 1.0, 12.0, 2.5]])

GRAD_CASES = [
    GradCase("contrib.ROIAlign", [_DATA, _ROIS], {"pooled_size": (2, 3), "spatial_scale": 0.5,
                                                  "sample_ratio": 2}, no_grad=(1,),
             id="ROIAlign"),
    GradCase("contrib.ROIAlign", [_DATA[:, :2].repeat(2, axis=1), _ROIS],
             {"pooled_size": (2, 2), "spatial_scale": 0.5, "position_sensitive": True,
              "aligned": True}, no_grad=(1,), id="ROIAlign position-sensitive aligned"),
    GradCase("ROIPooling", [_DATA, _ROIS], {"pooled_size": (2, 2), "spatial_scale": 0.5},
             no_grad=(1,), id="ROIPooling"),
    GradCase("contrib.box_nms", [_BOXES], {"overlap_thresh": 0.5}, id="box_nms"),
    GradCase("contrib.interleaved_matmul_selfatt_qk", [R.standard_normal((3, 2, 2 * 3 * 2))],
             {"heads": 2}, id="selfatt_qk"),
    GradCase("contrib.interleaved_matmul_selfatt_valatt",
             [R.standard_normal((3, 2, 2 * 3 * 2)), R.standard_normal((4, 3, 3))], {"heads": 2},
             id="selfatt_valatt"),
    GradCase("contrib.interleaved_matmul_encdec_qk",
             [R.standard_normal((3, 1, 2 * 2)), R.standard_normal((4, 1, 2 * 2 * 2))],
             {"heads": 2}, id="encdec_qk"),
    GradCase("contrib.interleaved_matmul_encdec_valatt",
             [R.standard_normal((4, 1, 2 * 2 * 2)), R.standard_normal((2, 3, 4))], {"heads": 2},
             id="encdec_valatt"),
    GradCase("contrib.ModulatedDeformableConvolution",
             [R.standard_normal((1, 4, 4, 4)),
              R.integers(-1, 2, (1, 16, 3, 3)) + R.uniform(0.2, 0.8, (1, 16, 3, 3)),
              R.uniform(0.1, 1, (1, 8, 3, 3)), R.standard_normal((4, 2, 2, 2)),
              R.standard_normal((4,))],
             {"kernel": (2, 2), "num_filter": 4, "num_group": 2, "num_deformable_group": 2},
             rtol=1e-4, atol=1e-6, id="modulated deformable"),
    GradCase("Crop", [R.standard_normal((1, 2, 5, 6)), np.zeros((1, 1, 3, 4))],
             {"num_args": 2, "center_crop": True}, no_grad=(1,), id="Crop like"),
    # certain outcomes: the draws are fixed, and d log p / dp = 1/p at the drawn index
    GradCase("sample_multinomial", [np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])],
             {"get_prob": True, "shape": (2,)},
             out_grads=[None, np.array([[1.0, 2.0], [3.0, 4.0]])],
             expected=lambda ins, outs, gs: (np.array([[0, 3.0, 0], [0, 0, 7.0]]),),
             id="multinomial log-prob"),
    # taps inside the image, where MXNet's clamping convention is smooth
    GradCase("contrib.DeformableConvolution",
             [R.standard_normal((1, 2, 5, 5)), interior_offsets(R, 5, 2, 4),
              R.standard_normal((3, 2, 2, 2))],
             {"kernel": (2, 2), "num_filter": 3, "no_bias": True}, rtol=1e-4, atol=1e-6,
             id="deformable no bias"),
]


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_gradient(case):
    check_grad(case)
